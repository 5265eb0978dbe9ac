/**
 * How the English devotionals and articles sign their author (data/devotionals,
 * data/articles): Berea's own team. A page in another language says the team's
 * name in its words (the Spanish content signs "El equipo de Berea"); any
 * other author is a person's name and stays as written.
 */
export const englishTeamName = "The Berea team";
