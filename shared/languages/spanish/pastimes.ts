// Jokes, sayings, short stories and memory prompts the built-in Sage offers in Spanish, written for
// older readers: gentle, clean, no jokes about age, illness, death or memory loss.

import type { Pastimes } from '#shared/chat/builtin/pastimes.ts'

export const spanishPastimes: Pastimes = {
  jokes: [
    '¿Qué le dice un jardinero a otro? Disfrutemos mientras podamos.',
    '¿Por qué las focas miran siempre hacia arriba? ¡Porque ahí están los focos!',
    '¿Qué hace una abeja en el gimnasio? ¡Zum-ba!',
    '—Camarero, este filete tiene muchos nervios. —Es normal, señor, es la primera vez que se lo comen.',
    '¿Qué le dice un techo a otro techo? Techo de menos.',
    '¿Qué le dice el número uno al número diez? Para ser como yo, tienes que ser sincero.',
    '¿Qué le dice una iguana a su hermana gemela? ¡Somos iguanitas!',
    '¿Qué le dice una impresora a otra? ¿Esa hoja es tuya o es impresión mía?',
    '¿Qué hace un perro con un taladro? ¡Taladrando!',
    '¿Qué hace un pez? ¡Nada!',
    '¿Cómo se despiden los químicos? Ácido un placer.',
    '¿Qué le dice un semáforo a otro? No me mires, que me estoy cambiando.',
  ],
  sayings: [
    'Más vale tarde que nunca.',
    'A quien madruga, Dios le ayuda.',
    'Dime con quién andas y te diré quién eres.',
    'Más vale pájaro en mano que ciento volando.',
    'En boca cerrada no entran moscas.',
    'Poco a poco se va lejos.',
    'Al mal tiempo, buena cara.',
    'Quien tiene un amigo tiene un tesoro.',
    'A caballo regalado no se le mira el diente.',
    'El que la sigue la consigue.',
    'Camarón que se duerme se lo lleva la corriente.',
    'No hay mal que por bien no venga.',
  ],
  stories: [
    'Durante todo el verano, la cigarra cantaba al sol mientras la hormiga guardaba trigo en su hormiguero. Cuando llegó el invierno, la cigarra llamó a su puerta con frío y sin nada que comer. La hormiga le recordó que el verano también era para trabajar, pero no fue capaz de negarle un plato de sopa caliente. Aquella noche la cigarra cantó para darle las gracias, y al verano siguiente las dos recogieron trigo juntas y cantaron al terminar cada jornada.',
    'Una hormiga que bebía en un arroyo resbaló, y la corriente empezó a llevársela. Una paloma que lo vio dejó caer una hoja al agua, y la hormiga se subió a ella y llegó a la orilla. Días después, un muchacho se acercaba despacio para atrapar a la paloma con una red, y la hormiga le picó en el tobillo. El muchacho dio un respingo, la paloma salió volando a tiempo, y las dos amigas comprobaron que un favor siempre vuelve.',
    'Lucía le pidió a su abuela que le enseñara a hacer la tortilla de patatas de los domingos. La abuela le enseñó a cortar las patatas finitas y a tener paciencia con el fuego lento. Cuando llegó el momento de darle la vuelta con el plato, a Lucía le temblaban las manos, pero la tortilla cayó perfecta en la sartén. Aquel domingo toda la familia dijo que estaba riquísima, y la abuela sonrió más que nadie.',
    'Don Ernesto tenía la costumbre de tocar la guitarra en su balcón cada tarde, a la caída del sol. Un día, la vecina de enfrente se asomó y empezó a cantar el bolero que él estaba tocando. Poco a poco se fueron sumando otros vecinos desde sus ventanas, unos con palmas y otros con la voz. Desde entonces, en aquella calle cada tarde termina con un pequeño concierto.',
    'Un pescador de un pueblo de la costa volvió un día con solo tres peces en la barca. De camino a casa se los regaló a una familia que acababa de mudarse al pueblo y todavía no conocía a nadie. A la mañana siguiente, los niños de esa familia le llevaron un bizcocho hecho con una receta de su tierra. El pescador dijo que nunca había hecho un cambio tan bueno, y desde entonces comparten la mesa cada domingo.',
    'Carmen plantó unas semillas de geranio en una lata vieja y la puso en la ventana de la cocina. Cada mañana la regaba mientras tomaba el café, aunque durante semanas no pasó nada. Un día de primavera, al subir la persiana, vio la lata llena de flores rojas. El cartero se paró a admirarlas, y Carmen le regaló un esqueje para que él también tuviera flores en su ventana.',
  ],
  memoryPrompts: [
    '¿Cuál es la primera canción que recuerda haber bailado?',
    'Cuénteme cómo era la calle donde creció.',
    '¿Cuál era su comida favorita en la infancia y quién se la preparaba?',
    '¿Quién era su mejor amigo o amiga en la escuela, y qué les gustaba hacer juntos?',
    '¿Cuál fue su primer trabajo y cómo era un día cualquiera allí?',
    'Cuénteme algún viaje o unas vacaciones que todavía le hagan sonreír.',
    '¿A qué jugaba en la calle durante su infancia?',
    '¿Qué programa de radio o qué película le gustaba más en su juventud?',
    'Cuénteme sobre algún maestro o maestra que le dejó huella.',
    '¿Cómo eran las fiestas de su pueblo o de su barrio?',
    '¿Qué fue lo primero que compró con su propio dinero?',
    '¿Cómo era un domingo cualquiera en su casa cuando usted era joven?',
  ],
}
