// Jokes, sayings, short stories and memory prompts the built-in Sage offers in English, written for
// older readers: gentle, clean, no jokes about age, illness, death or memory loss.

import type { Pastimes } from '#shared/chat/builtin/pastimes.ts'

export const englishPastimes: Pastimes = {
  jokes: [
    'Why don’t eggs tell jokes? They’d crack each other up.',
    'Why did the scarecrow win an award? Because he was outstanding in his field.',
    'What did the ocean say to the beach? Nothing, it just waved.',
    'Why can’t a bicycle stand up on its own? Because it’s two tired.',
    'Why did the golfer bring two pairs of trousers? In case he got a hole in one.',
    'What did one wall say to the other wall? I’ll meet you at the corner.',
    'What kind of tree fits in your hand? A palm tree.',
    'What did the grape do when it got stepped on? It let out a little wine.',
    'Why do bees have sticky hair? Because they use honeycombs.',
    'What do you call a dog that does magic tricks? A labracadabrador.',
    'Why did the picture go to jail? Because it was framed.',
    'How does a penguin build its house? Igloos it together.',
  ],
  sayings: [
    'A stitch in time saves nine.',
    'Every cloud has a silver lining.',
    'Many hands make light work.',
    'The early bird catches the worm.',
    'Don’t count your chickens before they hatch.',
    'A friend in need is a friend indeed.',
    'Where there’s a will, there’s a way.',
    'Rome wasn’t built in a day.',
    'Home is where the heart is.',
    'Actions speak louder than words.',
    'Great oaks from little acorns grow.',
    'Don’t judge a book by its cover.',
  ],
  stories: [
    'The North Wind and the Sun once argued about which of them was stronger. They saw a traveller in a warm coat and agreed that whoever could get the coat off him would be the winner. The Wind blew as hard as it could, but the man only pulled his coat tighter. Then the Sun came out and shone gently, and soon the traveller smiled, took off his coat and sat down in the warmth. The Wind had to admit that kindness had done what force could not.',
    'A hare once laughed at a tortoise for being so slow, so the tortoise calmly suggested a race. The hare dashed ahead and, feeling sure of himself, lay down under a tree for a nap. The tortoise kept going, one steady step after another, all afternoon. When the hare woke up, the tortoise was already crossing the finish line while all the animals cheered. Slow and steady, they agreed, wins the race.',
    'One Saturday, Margaret baked a batch of scones and found she had made far too many for one person. She put a few on a plate and knocked on the door of the new family next door. The little boy who answered shyly gave her a jar of his mother’s homemade jam in return. By the end of the afternoon they were all sitting in her kitchen sharing scones, jam and stories, and it became their Saturday tradition.',
    'One rainy morning, Tom found a note tucked inside a library book about birds: “If you love robins too, write back.” He wrote about the robin that visited his garden every winter and slipped his reply into the same book. A week later there was an answer from a woman named Ruth, who lived just three streets away. They met for tea at the library café, and now they go birdwatching in the park every Thursday.',
    'When the rain began, Arthur shared his big umbrella with a stranger waiting at the bus stop. As they chatted, they discovered they had both grown up in the same little town by the sea. Two buses came and went while they swapped tales of ice cream, sandcastles and the old pier. On the next sunny day, they took the train to the seaside together.',
    'Every spring, Mr Patel planted tomatoes along his front fence, and every summer he had far more than he could eat. One year he put a little table by his gate with a sign that said: “Please help yourself.” Soon the neighbours began leaving things in return: a jar of honey, a child’s drawing, a bunch of sweet peas. By autumn, that little table had become the friendliest spot on the whole street.',
  ],
  memoryPrompts: [
    'What was the first song you remember dancing to?',
    'Tell me about the street where you grew up.',
    'What was your favourite meal as a child, and who used to make it?',
    'Who was your best friend at school, and what did you like to do together?',
    'What was your very first job, and what was it like?',
    'Tell me about a holiday or a trip that still makes you smile.',
    'What games did you play outside when you were young?',
    'What was your favourite film or radio programme when you were growing up?',
    'Tell me about a teacher who made a difference to you.',
    'How did your family celebrate birthdays and special days?',
    'What was the first thing you bought with your own money?',
    'What did a typical Sunday look like when you were a child?',
  ],
}
