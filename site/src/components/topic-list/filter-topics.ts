export interface TopicGroup {
  group: string;
  items: readonly string[];
}

/** The groups with the topics containing `text` (case-insensitive, as plain text); empty groups go. */
export function filterTopics(groups: readonly TopicGroup[], text: string): TopicGroup[] {
  const needle = text.trim().toLowerCase();
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => item.toLowerCase().includes(needle)) }))
    .filter((group) => group.items.length > 0);
}
