/** Post footer, likes, saves, restacks, like-upsell (spec 001 "Post footer bar", §4, §7; 000 "Like-upsell modal"). */
export {};
