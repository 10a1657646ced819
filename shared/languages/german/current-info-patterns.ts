// German patterns of questions about the world as it is now (news, weather, opening hours).

import type { CurrentInfoPatterns } from '#shared/chat/current-info-patterns.ts'

export const germanCurrentInfoPatterns: CurrentInfoPatterns = {
  asks: [
    /[?]/u,
    /^(?:(?:und|sag mal|sage|bitte),? )?(?:um wie viel uhr|was|wer|wann|wo|welche[rsmn]?|wie|gibt es|gibt's|ist|sind|wird|hat|haben|hast|kannst|konnen|weißt|weisst)\b/u,
    /\b(?:sag mir|sagen sie mir|erzahl mir|erzahlen sie mir|such|suche|schau nach|schauen sie nach|ich mochte wissen|ich will wissen|weißt du|weisst du|wissen sie)\b/u,
  ],
  weather: [
    /\bwetter|\b(?:vorhersage|temperatur(?:en)?|regenschirm)\b/u,
    /\bwird es (?:regnen|schneien|heiß|heiss|kalt|warm)\b|\b(?:regnet|schneit) es\b/u,
  ],
  world: [
    /\b(?:nachrichten|neuigkeiten|schlagzeilen|tagesschau|verkehr|stau|wahlen|wahlergebnis\w*)\b/u,
    /\b(?:gewonnen|gewinnt|spielstand|ergebnis(?:se)?|tabelle|das spiel)\b/u,
    /\b(?:preis(?:e)?|was kostet|was kosten|wie viel kostet|wieviel kostet|wechselkurs|borse|aktien\w*)\b/u,
    /\b(?:offnungszeiten|geoffnet|offen|offnet|offnen|schließt|schliesst|schließen|schliessen)\b/u,
    /\b(?:was ist los|was passiert|was gibt es neues|was gibt's neues|was lauft)\b.*\b(?:heute|morgen|diese woche|am wochenende|dieses wochenende|gerade|jetzt|in der welt|in der stadt|in der nahe)\b/u,
    /\b(?:neueste[nrs]?|aktuelle[nrs]?|letzte nachrichten)\b/u,
    /\b(?:konzert\w*|festival\w*|veranstaltung\w*|ausstellung\w*|markt)\b/u,
  ],
  now: [
    /\b(?:heute|morgen|jetzt|gerade|im moment|momentan|derzeit|zurzeit|diese woche|dieses wochenende|am wochenende|diesen monat|gestern)\b/u,
  ],
  own: [
    /\bmein(?:e|en|em|er|es)? (?!(?:stadt|dorf|gegend|viertel|land|region|straße|strasse|mannschaft|verein|umgebung|nahe|haus|wohnung)\b)[a-zß]/u,
    /(?:medikament|tablette|pille|termin|rezept|erinnerung|kalender)/u,
    /\b(?:habe ich|hab ich|muss ich|soll ich|nehme ich)\b/u,
  ],
  personal: [/\b(?:ich|mich|mir|mein\w*|wir|uns|unser\w*|du|dich|dir|dein\w*|ihnen)\b/u, /\bwie geht(?:'s| es)\b/u],
}
