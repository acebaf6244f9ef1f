import type * as schema from '../db/schema';

type Row<T extends { $inferInsert: object }> = T['$inferInsert'] & { _id: string };

export type UserRow = Row<typeof schema.users>;
export type SchoolRow = Row<typeof schema.schools>;
export type MasterClassRow = Row<typeof schema.masterClasses>;
export type MasterSubjectRow = Row<typeof schema.masterSubjects>;
export type TeacherRow = Row<typeof schema.teachers>;
export type ClassRow = Row<typeof schema.classes>;
export type SubjectRow = Row<typeof schema.subjects>;
export type StudentRow = Row<typeof schema.students>;
export type BookRow = Row<typeof schema.books>;
export type DeviceRow = Row<typeof schema.devices>;
export type ContentRow = Row<typeof schema.contents>;
export type BookingRow = Row<typeof schema.bookings>;
export type UploadRow = Row<typeof schema.uploads>;

export type DeviceLessonRow = typeof schema.deviceLessons.$inferInsert;
export type PlayRow = typeof schema.plays.$inferInsert;
export type DeviceCommandRow = typeof schema.deviceCommands.$inferInsert;
