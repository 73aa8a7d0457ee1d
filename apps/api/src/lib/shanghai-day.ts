/** Day filters of the console are China days: "2026-11-23" runs from 00:00 to 24:00 in Asia/Shanghai. */
export const shanghaiDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

export const shanghaiDayEnd = (day: string) => new Date(shanghaiDayStart(day).getTime() + 24 * 3600 * 1000);

/** "2026-11-23 18:30" in China time (messages a member reads). */
export const shanghaiDateTime = (at: Date) =>
  new Date(at.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ');
