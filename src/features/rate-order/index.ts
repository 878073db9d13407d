export { OrderRatingPanel, ProfileRatingAsk, TrackerRating } from './order-rating';
