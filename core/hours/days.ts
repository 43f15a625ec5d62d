/** product §9: the seven days, Monday first; a day's index in this list is its {@link DayIndex}. */
export const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof weekdays)[number];

/** 0 = Monday ... 6 = Sunday (product §9: Monday first). */
export type DayIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Minutes in a day. */
export const dayMinutes = 1440;

/** product §2/§3: the text of a day without opening. */
export const closedText = "Closed";
