/** Why a test failed, in one line: the error's first telling lines, without colours, boilerplate or the stack. */
export declare function failureReason(message: string | undefined): string;
