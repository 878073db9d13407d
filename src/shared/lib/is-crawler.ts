// Search engines, link previewers and headless checkers: they get the page as it is.
const CRAWLER_PATTERN =
  /bot\b|bot\/|crawler|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|yandex(?:bot|images|metrika)|mediapartners-google|adsbot/i;

export const isCrawler = (userAgent: string) => CRAWLER_PATTERN.test(userAgent);
