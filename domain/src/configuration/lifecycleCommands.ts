import type { VehicleCatalog } from '../catalog/types.js';
import { configurationPrice } from '../pricing/price.js';
import type {
  CreateConfiguration,
  DeleteConfiguration,
  DismissUnsavedChanges,
  ExportConfiguration,
  ResetConfiguration,
  SaveConfiguration,
  SaveDetailsInput,
  SaveToAccount,
  SendByEmail,
  SendToDealer,
  ShareConfiguration,
} from './commands.js';
import type { Decision } from './decision.js';
import { accept, refuse, reject, unchangedOutcome } from './decision.js';
import type { ConfigurationError } from './errors.js';
import { configurationError } from './errors.js';
import type { ConfigurationEvent } from './events.js';
import { missingVariation } from './partCommands.js';
import type { Configuration, ConfigurationContent, ConfigurationState, SaveDetails } from './state.js';
import { firstProblem, invalidEmail, missingText, notTextOrNull, optionalText } from './validation.js';
import { DEFAULT_VEHICLE_SETTINGS } from './vehicleSettings.js';

export function createConfiguration(
  command: CreateConfiguration,
  state: ConfigurationState,
  catalog: VehicleCatalog,
): Decision {
  if (state.exists) {
    return state.deleted
      ? refuse('CONFIGURATION_DELETED', `Configuration ${state.configurationId} was deleted.`)
      : refuse('CONFIGURATION_ALREADY_EXISTS', `Configuration ${state.configurationId} already exists.`, {
          field: 'configurationId',
        });
  }
  const problem = firstProblem(
    missingText(command.configurationId, 'configurationId'),
    missingText(command.modelId, 'modelId'),
    missingText(command.companyId, 'companyId'),
    missingText(command.market, 'market'),
    missingText(command.culture, 'culture'),
    notTextOrNull(command.anonymousId, 'anonymousId'),
  );
  if (problem) return reject(problem);
  if (command.modelId !== catalog.modelId) {
    return refuse(
      'MODEL_MISMATCH',
      `The catalog describes model ${catalog.modelId}, not ${command.modelId}.`,
      {
        field: 'modelId',
      },
    );
  }
  if (command.currency && command.currency !== catalog.currency) {
    return refuse(
      'FIELD_INVALID',
      `Model ${catalog.modelId} is priced in ${catalog.currency} in this market, not ${command.currency}.`,
      { field: 'currency' },
    );
  }
  const variation = command.variationCode
    ? catalog.variations.find((candidate) => candidate.code === command.variationCode)
    : catalog.variations[0];
  if (!variation) {
    return refuse(
      'VARIATION_NOT_IN_CATALOG',
      `Variation ${command.variationCode ?? '(first)'} is not offered for model ${catalog.modelId}.`,
      { field: 'variationCode' },
    );
  }
  const content = emptyContent(catalog, variation.code);
  return accept(
    {
      type: 'ConfigurationCreated',
      configurationId: command.configurationId,
      clonedConfigurationId: null,
      modelId: command.modelId,
      companyId: command.companyId,
      market: command.market,
      culture: command.culture,
      currency: catalog.currency,
      anonymousId: command.anonymousId ?? command.by.anonymousId ?? null,
      ...content,
      at: command.at,
      by: command.by,
    },
    {
      configurationId: command.configurationId,
      partIds: [],
      price: content.price,
      currency: catalog.currency,
      addedPartIds: [],
      removedPartIds: [],
    },
  );
}

export function saveConfiguration(command: SaveConfiguration, state: Configuration): Decision {
  const details = checkSaveDetails(command.saveDetails);
  if ('code' in details) return reject(details);
  if (command.saveAsNew !== true) {
    return accept(
      { type: 'ConfigurationSaved', saveDetails: details, at: command.at, by: command.by },
      unchangedOutcome(state),
    );
  }
  const newConfigurationId = command.newConfigurationId;
  if (typeof newConfigurationId !== 'string' || newConfigurationId.trim() === '') {
    return refuse('FIELD_REQUIRED', 'newConfigurationId is required to save as new.', {
      field: 'newConfigurationId',
    });
  }
  if (newConfigurationId === state.configurationId) {
    return refuse('FIELD_INVALID', 'A configuration saved as new needs an id of its own.', {
      field: 'newConfigurationId',
    });
  }
  if (state.saveDetails && sameSaveDetails(state.saveDetails, details)) {
    return refuse(
      'SAVE_DETAILS_UNCHANGED',
      'Saving as new needs at least one of VIN, order number, first name, last name or comment to differ.',
      { field: 'saveDetails' },
    );
  }
  return accept(
    { type: 'ConfigurationForked', newConfigurationId, saveDetails: details, at: command.at, by: command.by },
    { ...unchangedOutcome(state), configurationId: newConfigurationId },
  );
}

export function saveToAccount(command: SaveToAccount, state: Configuration): Decision {
  return recordFact(state, missingText(command.userId, 'userId'), () => ({
    type: 'ConfigurationSavedToAccount',
    userId: command.userId,
    at: command.at,
    by: command.by,
  }));
}

export function shareConfiguration(command: ShareConfiguration, state: Configuration): Decision {
  return recordFact(state, missingText(command.shareCode, 'shareCode'), () => ({
    type: 'ConfigurationShared',
    shareCode: command.shareCode,
    at: command.at,
    by: command.by,
  }));
}

export function sendByEmail(command: SendByEmail, state: Configuration): Decision {
  return recordFact(state, invalidEmail(command.email, 'email'), () => ({
    type: 'ConfigurationSentByEmail',
    email: command.email.trim(),
    at: command.at,
    by: command.by,
  }));
}

export function exportConfiguration(command: ExportConfiguration, state: Configuration): Decision {
  const email = optionalText(command.email);
  const problem = firstProblem(
    missingText(command.firstname, 'firstname'),
    missingText(command.lastname, 'lastname'),
    notTextOrNull(command.email, 'email'),
    email === null ? undefined : invalidEmail(email, 'email'),
  );
  return recordFact(state, problem, () => ({
    type: 'ConfigurationExported',
    firstname: command.firstname.trim(),
    lastname: command.lastname.trim(),
    email,
    at: command.at,
    by: command.by,
  }));
}

export function sendToDealer(command: SendToDealer, state: Configuration): Decision {
  const profile = command.userProfile;
  const problem = firstProblem(
    missingText(command.dealerNo, 'dealerNo'),
    missingText(command.userProfileId, 'userProfileId'),
    missingText(profile?.firstName, 'userProfile.firstName'),
    missingText(profile?.lastName, 'userProfile.lastName'),
    invalidEmail(profile?.email, 'userProfile.email'),
  );
  return recordFact(state, problem, () => ({
    type: 'ConfigurationSentToDealer',
    dealerNo: command.dealerNo,
    userProfileId: command.userProfileId,
    userProfile: {
      firstName: profile.firstName.trim(),
      lastName: profile.lastName.trim(),
      email: profile.email.trim(),
    },
    at: command.at,
    by: command.by,
  }));
}

/** Back to the last saved content, or to the content the configuration was created with. */
export function dismissUnsavedChanges(command: DismissUnsavedChanges, state: Configuration): Decision {
  const content = state.lastSaved?.content ?? state.createdContent;
  return accept(
    { type: 'UnsavedChangesDismissed', ...content, at: command.at, by: command.by },
    {
      ...unchangedOutcome(state),
      partIds: content.partIds,
      price: content.price,
      addedPartIds: content.partIds.filter((id) => !state.partIds.includes(id)),
      removedPartIds: state.partIds.filter((id) => !content.partIds.includes(id)),
    },
  );
}

/** No parts, no setup, default settings; the chosen variation stays. */
export function resetConfiguration(
  command: ResetConfiguration,
  state: Configuration,
  catalog: VehicleCatalog,
): Decision {
  const variationProblem = missingVariation(state, catalog);
  if (variationProblem) return variationProblem;
  const content = emptyContent(catalog, state.variationCode);
  return accept(
    { type: 'ConfigurationReset', ...content, at: command.at, by: command.by },
    { ...unchangedOutcome(state), partIds: [], price: content.price, removedPartIds: state.partIds },
  );
}

export function deleteConfiguration(command: DeleteConfiguration, state: Configuration): Decision {
  return accept({ type: 'ConfigurationDeleted', at: command.at, by: command.by }, unchangedOutcome(state));
}

/**
 * A fact about the configuration that leaves its content as it is: refused with the first problem of
 * the command's input, else the event, built only once the input is known to be valid.
 */
function recordFact(
  state: Configuration,
  problem: ConfigurationError | undefined,
  event: () => ConfigurationEvent,
): Decision {
  return problem ? reject(problem) : accept(event(), unchangedOutcome(state));
}

/** No parts, no setup, default settings, on the given variation. */
function emptyContent(catalog: VehicleCatalog, variationCode: string): ConfigurationContent {
  return {
    variationCode,
    partIds: [],
    selectedSetupId: null,
    appliedSetupId: null,
    vehicleSettings: DEFAULT_VEHICLE_SETTINGS,
    price: configurationPrice(catalog, variationCode, []),
  };
}

function checkSaveDetails(input: SaveDetailsInput | undefined): SaveDetails | ConfigurationError {
  if (typeof input !== 'object' || input === null) {
    return configurationError('FIELD_REQUIRED', 'saveDetails is required.', { field: 'saveDetails' });
  }
  const problem = firstProblem(
    missingText(input.firstname, 'saveDetails.firstname'),
    missingText(input.lastname, 'saveDetails.lastname'),
    notTextOrNull(input.vin, 'saveDetails.vin'),
    notTextOrNull(input.orderNumber, 'saveDetails.orderNumber'),
    notTextOrNull(input.comment, 'saveDetails.comment'),
  );
  if (problem) return problem;
  return {
    vin: optionalText(input.vin),
    orderNumber: optionalText(input.orderNumber),
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    comment: optionalText(input.comment),
  };
}

function sameSaveDetails(a: SaveDetails, b: SaveDetails): boolean {
  return (
    a.vin === b.vin &&
    a.orderNumber === b.orderNumber &&
    a.firstname === b.firstname &&
    a.lastname === b.lastname &&
    a.comment === b.comment
  );
}
