// Jokes, sayings, short stories and memory prompts the built-in Sage offers in Portuguese, written for
// older readers: gentle, clean, no jokes about age, illness, death or memory loss.

import type { Pastimes } from '#shared/chat/builtin/pastimes.ts'

export const portuguesePastimes: Pastimes = {
  jokes: [
    'O que o tomate foi fazer no banco? Tirar extrato.',
    'O que é, o que é: cai em pé e corre deitado? A chuva.',
    'Qual é o contrário de volátil? Vem cá, sobrinho.',
    'Por que o pinheiro não se perde na floresta? Porque ele tem um mapinha.',
    'O que o pato disse para a pata? Vem quá!',
    'Qual é o doce preferido do átomo? Pé de molécula.',
    'O que a vaca foi fazer no espaço? Procurar a Via Láctea.',
    'O que o zero disse para o oito? Que cinto bonito!',
    'Qual é o rei dos queijos? O reiqueijão.',
    'O que o cavalo foi fazer no orelhão? Passar um trote.',
    'Por que o jacaré tirou o filho da escola? Porque ele réptil de ano.',
    'Qual é o animal que anda com as patas? O pato.',
  ],
  sayings: [
    'Água mole em pedra dura, tanto bate até que fura.',
    'Devagar se vai ao longe.',
    'Quem espera sempre alcança.',
    'Mais vale um pássaro na mão do que dois voando.',
    'Deus ajuda quem cedo madruga.',
    'De grão em grão, a galinha enche o papo.',
    'Quem tem boca vai a Roma.',
    'Em casa de ferreiro, espeto de pau.',
    'Cada macaco no seu galho.',
    'Antes tarde do que nunca.',
    'A pressa é inimiga da perfeição.',
    'Filho de peixe, peixinho é.',
  ],
  stories: [
    'Um viajante com fome chegou a uma aldeia, bateu na porta de uma casa e disse que ia preparar uma sopa de pedra. Curiosa, a dona da casa emprestou uma panela com água, e ele colocou dentro uma pedra bem lavada. Depois pediu só um pouco de sal, depois uma cenoura, umas batatas, um pedaço de toucinho e um punhado de feijão, para dar sabor. No fim, a sopa ficou deliciosa, e os dois a tomaram juntos, rindo da pedra que ficou no fundo da panela.',
    'Dona Cida fazia bolo de fubá toda quinta-feira, e o cheiro se espalhava pela rua inteira. Um dia, o carteiro comentou que aquele cheiro era a melhor parte do trabalho dele. Na quinta seguinte, ela o esperou no portão com um pedaço de bolo embrulhado num guardanapo. Hoje ele sempre passa por lá na hora do café, e os dois conversam um pouco antes de ele seguir caminho.',
    'Na festa junina do bairro, seu Antônio foi convidado para puxar a quadrilha. No começo ficou envergonhado, mas logo estava gritando “Olha a chuva!” e “É mentira!” com a voz mais animada da festa. As crianças rodavam de mãos dadas, e os vizinhos riam e dançavam sem parar. No fim da noite, todos concordaram que nunca tinham visto uma quadrilha tão divertida.',
    'Dona Lúcia pendurou um bebedouro para beija-flores na varanda, mas por muitos dias nenhum passarinho apareceu. Mesmo assim, ela continuou trocando a água com açúcar toda manhã, com paciência. Num dia de sol, um beija-flor verde e brilhante parou bem na frente dela, batendo as asas sem parar. Agora são três que visitam a varanda, e ela toma o café da manhã olhando os seus pequenos visitantes.',
    'Num domingo de manhã, seu Zé levou o neto para pescar no rio. O menino estava impaciente, mas o avô ensinou que pescar também é saber esperar e ouvir os passarinhos. Quando o sol já estava alto, a boia afundou, e o menino puxou um peixe prateado. Os dois voltaram para casa orgulhosos, e o menino contou a aventura para a família inteira na hora do almoço.',
    'Toda sexta-feira, dona Marta comprava pastel na feira, sempre na mesma barraca. Um dia, o pasteleiro contou que a filha ia se casar e que ele não sabia como fazer o bolo. Dona Marta, que era doceira de mão cheia, ofereceu ajuda, e os dois passaram uma semana testando receitas. No casamento, o bolo foi o mais elogiado da festa, e agora o pastel de dona Marta sempre vem com um caldo de cana de cortesia.',
  ],
  memoryPrompts: [
    'Qual foi a primeira música que dançou em um baile?',
    'Conte-me como era a rua onde passou a infância.',
    'Qual era a sua comida favorita na infância, e quem a preparava?',
    'Quem era o seu melhor amigo ou a sua melhor amiga na escola, e o que faziam juntos?',
    'Qual foi o seu primeiro emprego, e como era um dia de trabalho?',
    'Conte-me sobre uma viagem ou um passeio que ainda traz um sorriso ao rosto.',
    'Quais eram as brincadeiras preferidas na sua infância?',
    'Qual era o seu programa de rádio ou a sua novela favorita na juventude?',
    'Conte-me sobre uma professora ou um professor que marcou a sua vida.',
    'Como eram as festas juninas no lugar onde cresceu?',
    'Qual foi a primeira coisa que comprou com o próprio dinheiro?',
    'Como era um domingo típico na sua casa, na juventude?',
  ],
}
