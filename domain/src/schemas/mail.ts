import * as z from 'zod';

/** `mail/{id}`: the Trigger Email extension's document format. */
export const mailSchema = z.object({
  to: z.string(),
  message: z.object({ subject: z.string(), text: z.string(), html: z.string() }),
});
export type Mail = z.output<typeof mailSchema>;
