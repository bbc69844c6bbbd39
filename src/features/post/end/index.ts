/** The end of a post and its prompts: calls to action, prompts, related and more posts, restacks, comments section. */
export {};
