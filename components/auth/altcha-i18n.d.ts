// The widget's language files register themselves on import and export nothing; the package
// names a types file for them that it does not ship.
declare module "altcha/i18n/*";
