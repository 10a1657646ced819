// Jokes, sayings, short stories and memory prompts the built-in Sage offers in German, written for
// older readers: gentle, clean, no jokes about age, illness, death or memory loss.

import type { Pastimes } from '#shared/chat/builtin/pastimes.ts'

export const germanPastimes: Pastimes = {
  jokes: [
    'Was ist orange und läuft durch den Wald? Eine Wanderine.',
    'Was ist grün und klopft an die Tür? Ein Klopfsalat.',
    'Was sitzt in der Wüste und winkt? Ein Sandwich.',
    'Was ist braun, klebrig und läuft durch die Wüste? Ein Karamel.',
    'Wie nennt man einen Bumerang, der nicht zurückkommt? Einen Stock.',
    'Was sagt der große Stift zum kleinen Stift? Wachs-mal-Stift!',
    'Was ist ein Keks unter einem Baum? Ein schattiges Plätzchen.',
    'Warum können Seeräuber keinen Kreis berechnen? Weil sie Pi raten.',
    'Was liegt am Strand und spricht undeutlich? Eine Nuschel.',
    'Treffen sich zwei Magnete. Sagt der eine: „Was soll ich heute bloß anziehen?“',
    '„Herr Ober, da schwimmt eine Fliege in meiner Suppe!“ – „Nicht so laut, sonst wollen die anderen Gäste auch eine.“',
    'Die Lehrerin fragt: „Fritzchen, nenn mir fünf Tiere aus Afrika.“ Fritzchen: „Drei Löwen und zwei Elefanten.“',
  ],
  sayings: [
    'Morgenstund hat Gold im Mund.',
    'Übung macht den Meister.',
    'Was lange währt, wird endlich gut.',
    'Ende gut, alles gut.',
    'Aller Anfang ist schwer.',
    'Geteilte Freude ist doppelte Freude.',
    'Der Apfel fällt nicht weit vom Stamm.',
    'Viele Köche verderben den Brei.',
    'Steter Tropfen höhlt den Stein.',
    'Lieber den Spatz in der Hand als die Taube auf dem Dach.',
    'Eile mit Weile.',
    'Kommt Zeit, kommt Rat.',
  ],
  stories: [
    'Ein Esel, ein Hund, eine Katze und ein Hahn beschlossen, gemeinsam nach Bremen zu ziehen und dort Stadtmusikanten zu werden. Unterwegs entdeckten sie im Wald ein Haus, in dem Räuber gerade an einem reich gedeckten Tisch saßen. Die vier stellten sich aufeinander und musizierten, so laut sie konnten, und die Räuber liefen erschrocken davon. Das Haus gefiel den Freunden so gut, dass sie dort blieben und jeden Abend zusammen Musik machten.',
    'Ein kleines Mädchen besaß nur die Kleider, die es trug, und ein Stück Brot, und doch hatte es ein gutes Herz. Unterwegs schenkte es das Brot einem hungrigen Mann, seine Mütze einem frierenden Kind und schließlich sogar sein Hemdchen. Als es am Abend im Wald stand, fielen plötzlich die Sterne vom Himmel und wurden zu blanken Silbertalern. Das Mädchen trug auf einmal ein feines neues Hemd, sammelte die Taler darin und hatte von da an genug für sein ganzes Leben.',
    'Jeden Sonntag um drei Uhr deckte Frau Schneider den Tisch für Kaffee und Kuchen. Eines Sonntags klingelte der Student aus dem zweiten Stock und fragte, ob sie ihm ein Ei leihen könne. Sie gab ihm ein Ei und ein großes Stück Apfelkuchen dazu. Seitdem sitzt er jeden Sonntag um drei mit am Tisch und bringt manchmal sogar selbst gebackene Plätzchen mit.',
    'Als über Nacht der erste Schnee fiel, holte Herr Wagner seinen Holzschlitten aus dem Keller. Die Kinder aus dem Haus staunten, denn so einen schönen Schlitten hatten sie noch nie gesehen. Er ging mit ihnen zum Rodelberg, zeigte ihnen, wie man mit den Füßen lenkt, und sie sausten jubelnd den Hang hinunter. Am Abend gab es für alle heißen Kakao, und der Holzschlitten war der Star des ganzen Winters.',
    'Frau Berger sang gern beim Abwaschen, und zwar immer bei offenem Fenster. Eines Tages klingelte ihr Nachbar und fragte, ob sie nicht im Chor der Gemeinde mitsingen wolle. Sie war zuerst etwas schüchtern, ging aber doch zur ersten Probe und fühlte sich dort sofort wohl. Beim Weihnachtskonzert sang sie ein kleines Solo, und der ganze Saal lauschte ihr mit leuchtenden Augen.',
    'Auf dem Wochenmarkt verlor ein kleiner Junge seinen roten Handschuh. Die Marktfrau am Obststand fand ihn und hängte ihn gut sichtbar an ihren Sonnenschirm. Am nächsten Samstag entdeckte der Junge den Handschuh sofort und strahlte über das ganze Gesicht. Zum Dank malte er ihr ein Bild von ihrem Stand, das seitdem dort zwischen den Äpfeln hängt.',
  ],
  memoryPrompts: [
    'Erzählen Sie mir von dem ersten Lied, zu dem Sie getanzt haben.',
    'Erzählen Sie mir von der Straße, in der Sie aufgewachsen sind.',
    'Was war als Kind Ihr Lieblingsessen, und wer hat es für Sie gekocht?',
    'Wer war in der Schulzeit Ihr bester Freund oder Ihre beste Freundin, und was haben Sie zusammen unternommen?',
    'Was war Ihre allererste Arbeitsstelle, und wie sah dort ein typischer Tag aus?',
    'Erzählen Sie mir von einer Reise oder einem Urlaub, an den Sie gern zurückdenken.',
    'Was haben Sie als Kind draußen am liebsten gespielt?',
    'Welche Radiosendung oder welchen Film mochten Sie in Ihrer Jugend besonders gern?',
    'Welche Lehrerin oder welcher Lehrer ist Ihnen aus der Schulzeit besonders in Erinnerung geblieben?',
    'Wie wurde bei Ihnen zu Hause Weihnachten gefeiert?',
    'Was haben Sie sich als Erstes von Ihrem eigenen Geld gekauft?',
    'Wie sah bei Ihnen früher ein ganz gewöhnlicher Sonntag aus?',
  ],
}
