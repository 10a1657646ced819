// The validator ships without types; this is the part of its API the FHIR export's test uses.
declare module '@asymmetrik/fhir-json-schema-validator' {
  /** One complaint from ajv 6: where in the resource, and what is wrong. */
  export type ValidationError = {
    keyword: string
    dataPath: string
    schemaPath: string
    params: Record<string, unknown>
    message?: string
  }

  /** Validates FHIR JSON against the official FHIR R4 JSON schema it bundles. */
  export default class JSONSchemaValidator {
    constructor(schema?: object, ajvSettings?: object)
    /** The errors found, none when the resource is valid; verbose gives ajv's full list. */
    validate(resource: object, verbose?: boolean): ValidationError[]
  }
}
