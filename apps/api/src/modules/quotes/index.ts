export { quoteRefusal } from './quote-rules';
export { claimQuote, findPricingQuotes } from './quotes.repository';
