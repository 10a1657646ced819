// Jokes, sayings, short stories and memory prompts the built-in Sage offers in French, written for
// older readers: gentle, clean, no jokes about age, illness, death or memory loss.

import type { Pastimes } from '#shared/chat/builtin/pastimes.ts'

export const frenchPastimes: Pastimes = {
  jokes: [
    'Monsieur et Madame Térieur ont deux fils. Comment s’appellent-ils ? Alain et Alex.',
    'Quel est le comble pour un jardinier ? Raconter des salades.',
    'Quel est le comble pour un électricien ? Ne pas être au courant.',
    'Qu’est-ce qui est jaune et qui attend ? Jonathan.',
    'Pourquoi les plongeurs plongent-ils toujours en arrière ? Parce que sinon, ils tombent dans le bateau.',
    'Que fait une fraise sur un cheval ? Tagada, tagada !',
    'Pourquoi les poissons vivent-ils dans l’eau salée ? Parce que dans l’eau poivrée, ils éternueraient.',
    'Que dit une imprimante dans l’eau ? J’ai papier !',
    'Deux grains de sable arrivent dans le désert. L’un dit à l’autre : « Dis donc, il y a du monde aujourd’hui ! »',
    'Que dit un escargot quand il croise une limace ? « Oh, un nudiste ! »',
    'Pourquoi les canards sont-ils toujours à l’heure ? Parce qu’ils sont dans l’étang.',
    'Que dit un oignon quand il se cogne ? Aïe !',
  ],
  sayings: [
    'Petit à petit, l’oiseau fait son nid.',
    'Qui va piano va sano.',
    'Après la pluie, le beau temps.',
    'L’habit ne fait pas le moine.',
    'Tout vient à point à qui sait attendre.',
    'Les petits ruisseaux font les grandes rivières.',
    'Mieux vaut tard que jamais.',
    'Quand on veut, on peut.',
    'Rien ne sert de courir, il faut partir à point.',
    'À cœur vaillant rien d’impossible.',
    'Un tiens vaut mieux que deux tu l’auras.',
    'Les bons comptes font les bons amis.',
  ],
  stories: [
    'Un jour, un petit rat sortit de terre juste entre les pattes d’un lion, qui, de bonne humeur, le laissa repartir. Quelque temps plus tard, le lion se retrouva pris dans un filet et rugit sans pouvoir se libérer. Le rat reconnut sa voix, accourut et rongea les mailles une à une jusqu’à ce que le lion soit libre. Comme le dit La Fontaine, on a souvent besoin d’un plus petit que soi.',
    'Le 1er mai, Jeanne cueillit quelques brins de muguet dans son jardin et les déposa, noués d’un ruban, devant la porte de sa voisine. Le soir même, la voisine sonna chez elle avec une tarte aux fraises encore tiède. Elles s’assirent sur le banc du jardin et bavardèrent jusqu’à la tombée du jour. Depuis, chaque printemps, elles se demandent en riant laquelle des deux aura l’idée la première.',
    'Sur la place du village, Marcel jouait aux boules chaque après-midi avec ses amis. Un jour, un jeune garçon s’arrêta pour les regarder, les mains dans les poches. Marcel lui tendit une boule et lui montra comment la lancer en douceur, en pliant bien les genoux. Au troisième essai, la boule du garçon vint se coller contre le cochonnet, et toute la place applaudit.',
    'Le dimanche matin, Paul aidait sa grand-mère à préparer la tarte aux pommes. Il épluchait les pommes pendant qu’elle étalait la pâte, puis elle lui laissait le soin de disposer les tranches en rosace. La tarte sortait du four dorée et parfumée à la cannelle, et la cuisine sentait bon toute la journée. Aujourd’hui, c’est Paul qui la prépare pour toute la famille, et sa grand-mère assure qu’elle est presque aussi bonne que la sienne.',
    'Chaque samedi, Madame Lefèvre achetait ses légumes au même étal du marché. Un matin, le maraîcher n’avait pas de monnaie et ne savait plus comment rendre à ses clients. Elle sortit de son cabas une petite boîte à biscuits pleine de pièces, et ils tinrent la caisse ensemble en riant toute la matinée. Depuis, il lui met toujours de côté les plus belles tomates de la semaine.',
    'Un matin d’automne, le facteur trouva une lettre adressée « À la personne qui fait pousser les tournesols de la rue des Lilas ». Il la remit à Monsieur Benoît, dont le jardin débordait de grandes fleurs jaunes. Dans la lettre, une petite fille de l’école voisine le remerciait pour ses tournesols, qu’elle dessinait chaque jour en passant. La semaine suivante, Monsieur Benoît apporta à l’école un sac de graines pour que toute la classe puisse en planter.',
  ],
  memoryPrompts: [
    'Quelle est la première chanson sur laquelle vous vous souvenez d’avoir dansé ?',
    'Parlez-moi de la rue où vous avez grandi.',
    'Quel était votre plat préféré quand vous étiez enfant, et qui le préparait ?',
    'Qui était votre meilleur ami ou votre meilleure amie à l’école, et que faisiez-vous ensemble ?',
    'Quel a été votre tout premier travail, et comment se passaient vos journées ?',
    'Racontez-moi un voyage ou des vacances qui vous font encore sourire.',
    'À quoi jouiez-vous dans la cour de récréation ?',
    'Quelle émission de radio ou quel film aimiez-vous le plus dans votre jeunesse ?',
    'Parlez-moi d’un instituteur ou d’une institutrice qui a beaucoup compté pour vous.',
    'Comment fêtiez-vous Noël ou les grandes occasions en famille ?',
    'Qu’avez-vous acheté en premier avec votre propre argent ?',
    'À quoi ressemblait un dimanche en famille quand vous étiez jeune ?',
  ],
}
