export function serverEnvironment(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
