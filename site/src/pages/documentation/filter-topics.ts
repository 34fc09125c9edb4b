/** `/documentation?topic=<text>`: the sidebar's topic filter, in the address. */
export const TOPIC_PARAM = 'topic';

/** No topic name is this long; a longer query is cut (the box has the same `maxLength`). */
export const MAX_TOPIC_FILTER_LENGTH = 100;
