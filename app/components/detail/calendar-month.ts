/** The month the rental page's calendar shows, in the page's query (links and form without JavaScript). */
export const MONTH_PARAM = 'mois'
