import { describe, expect, it } from 'vitest'
import { isCalendarRequest } from './detect.ts'

describe('isCalendarRequest', () => {
  it('is true for requests to add, change, remove or look up events', () => {
    for (const text of [
      'Schedule a doctor appointment tomorrow at 3pm',
      'Add lunch with Margaret on Friday at noon',
      'Remind me to take my pills every day at 9am',
      'Put church on Sunday at 10am',
      'Create an event',
      'Cancel lunch with Margaret',
      'Cancel my meeting with the lawyer',
      'Move my haircut to next Monday at 11am',
      'Change my lunch with Margaret to 1pm',
      'Modify my physical therapy appointment',
      'What do I have tomorrow?',
      'Do I have anything on Friday?',
      'Any upcoming appointments?',
      'When is my dentist appointment?',
      'Is my haircut on Friday?',
      'What time is lunch with Margaret?',
      "What's on my calendar today?",
      'Water the garden every 2 days at 8am',
      'I need to see the podiatrist next Friday at 3:30',
      'I have a dentist appointment on Thursday at 10am',
      'Dentist tomorrow at 10',
      'whats on tomorrow',
      'Programa una cita con el médico mañana a las 3 de la tarde',
      '¿Qué tengo mañana?',
      'Cancela mi cita con el dentista',
      'Delete my flamenco lesson',
      'Remove my flamenco lesson',
      'please remove our bridge game',
      'Borra mi clase de flamenco',
      'Elimina mi clase de yoga',
      'Move my flamenco lesson',
      'Add lunch with Margaret',
      'Please book a haircut',
      'Añade comida con Carmen',
    ]) {
      expect(isCalendarRequest(text), text).toBe(true)
    }
  })

  it('is false for small talk and other questions', () => {
    for (const text of [
      '',
      'What are my medications?',
      'Good morning Sage!',
      "What's the weather tomorrow?",
      'How do I change the text size?',
      'Tell me a story about my grandchildren',
      'Add aspirin to my medications',
      'What do I have to do to reset my password?',
      'What time is it?',
      'I went to the dentist yesterday at 10',
      'I take 2 pills with breakfast',
      'Please cancel it',
      'Hola Sage, ¿cómo estás?',
      '¿Cuáles son mis medicamentos?',
      'Delete my account',
      'Remove my photo of the beach',
      'Change my password',
      'Remove my daughter from my contacts',
      'Borra mi foto',
      'Cambia mi contraseña',
      'Delete this chat',
      'Add my daughter to my contacts',
      'Add a photo',
    ]) {
      expect(isCalendarRequest(text), text).toBe(false)
    }
  })
})
