import { inject } from "vitest";

// Hands the run's template key (prepared in global-setup.ts) to the database helper.
process.env.CC_TEST_TEMPLATE_KEY = inject("testTemplateKey");
