/**
 * How far ahead of the edge's clock a signed timestamp may be. Machines' clocks disagree by
 * seconds (Telegram's, another edge location's); a stamp further ahead is forged or made to be
 * used later than its lifetime allows, and is refused.
 */
export const CLOCK_SKEW_SECONDS = 60;
