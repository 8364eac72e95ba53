import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema files, reviewed and committed; nothing edits an
// applied one (docs/decisions/0003-database.md).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/schema/*.ts",
  out: "./migrations",
  casing: "snake_case",
});
