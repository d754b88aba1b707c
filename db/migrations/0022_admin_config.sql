CREATE TABLE "ui_string_overrides" (
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ui_string_overrides_locale_key_pk" PRIMARY KEY("locale","key")
);
