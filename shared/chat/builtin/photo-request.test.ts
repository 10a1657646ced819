import { describe, expect, it } from 'vitest'
import { type ChatPhoto, asksForPhoto, choosePhoto, photoReply, storyFrom } from './photo-request.ts'

const photo = (id: string, caption: string, story = ''): ChatPhoto => ({ id, caption, story, date: 'May 3, 2025' })
// Newest first, as the gallery keeps them.
const gallery = [
  photo('garden', 'Roses in the garden'),
  photo('kids', 'Grandkids at the lake', 'Tom and Lily learning to swim'),
  photo('wedding', 'Our wedding, 1962'),
  photo('dog', ''),
]

describe('a request to see a photo', () => {
  it.each([
    'Show me a photo of the grandchildren',
    'can I see a picture of my grandson?',
    'muéstrame una foto de mis nietos',
    'montre-moi une photo des petits-enfants',
    'Zeig mir ein Foto von den Enkeln',
    'mostrami una foto dei nipoti',
    'mostra-me uma foto dos netos',
    '给我看看孙子的照片',
    '孫の写真を見せて',
  ])('finds the grandchildren for "%s"', (text) => {
    expect(asksForPhoto(text)).toBe(true)
    expect(choosePhoto(text, gallery)?.id).toBe('kids')
  })

  it('reads what the person told as much as the caption, and shows the newest when nothing is named', () => {
    expect(choosePhoto('show me the photo with Lily', gallery)?.id).toBe('kids')
    expect(choosePhoto('Zeig mir ein Hochzeitsfoto von unserer Hochzeit', gallery)?.id).toBe('wedding')
    expect(choosePhoto('show me a photo', gallery)?.id).toBe('garden')
    expect(choosePhoto('show me a photo of the Eiffel tower', gallery)).toBeNull()
  })

  it('is not a photo request when nothing asks to see one', () => {
    expect(asksForPhoto('I used to take photos of birds')).toBe(false)
    expect(asksForPhoto('What day is it?')).toBe(false)
  })

  it('answers with the photo and a question, or says plainly when there is none', () => {
    expect(photoReply('show me the wedding photo', 'english', true, gallery)).toEqual({
      text: 'Here it is: “Our wedding, 1962”. Who is with you here?',
      photo: gallery[2],
    })
    expect(photoReply('montre-moi une photo', 'french', true, [gallery[3]!])?.text).toBe(
      'Voici une photo du May 3, 2025. Qui est avec vous sur cette photo ?',
    )
    expect(photoReply('show me a photo', 'english', true, [])).toEqual({
      text: 'There are no photos in your gallery yet. You can add some in the Photo Gallery.',
      photo: null,
    })
    expect(photoReply('how are you?', 'english', true, gallery)).toBeNull()
  })

  it('keeps an answer as a story, but not a question', () => {
    expect(storyFrom('  That is Tom   and Lily ')).toBe('That is Tom and Lily')
    expect(storyFrom('who is that?')).toBeNull()
    expect(storyFrom('ok')).toBeNull()
  })
})

describe('photo words in passing', () => {
  it.each([
    'I took lots of photos as a young man',
    'my grandson loves pictures of trains',
    'Les photos de mon enfance me manquent',
  ])('is no request: %s', (text) => expect(asksForPhoto(text)).toBe(false))
})
