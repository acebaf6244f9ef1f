CREATE UNIQUE INDEX "books_isbn_key" ON "books" USING btree ("school_id","isbn") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "classes_grade_section_key" ON "classes" USING btree ("school_id","grade","section") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_code_key" ON "subjects" USING btree ("school_id","code") WHERE deleted_at is null;