import type { LoadedConfiguration } from '../lib/trpcClient.js';

/** A stored KTM 390 DUKE configuration without parts, as GET configuration answers it. */
export function loadedConfigurationFixture(configurationId: string): LoadedConfiguration {
  const images = [{ Perspective: 0, Url: '/images/duke.webp' }];
  return {
    ConfigurationId: configurationId,
    Vehicle: {
      ModelId: 'KTM-390-DUKE-2024',
      Name: 'KTM 390 DUKE 2024',
      AvailableParts: [],
      AppliedParts: [],
      FullImages: images,
      Variations: [],
      HeroImageUrl: '/hero.png',
    },
    Configuration: {
      ConfigurationId: configurationId,
      ModelId: 'KTM-390-DUKE-2024',
      ClonedConfigurationId: null,
      VariationCode: 'ORANGE',
      SelectedPartIds: [],
      SelectedSetupId: null,
      AppliedSetupId: null,
      TotalPrice: { Value: 6199, CurrencySymbol: '€', Currency: 'EUR' },
      Is3DModel: true,
      IsDirty: false,
      VehicleSettings: {
        ToolsConfiguration: {
          Cinematics: null,
          Environments: null,
          Lighting: null,
          Perspectives: null,
          Animations: [],
        },
        CustomColorConfiguration: {
          SelectedBodyColor: null,
          SelectedCaliperColor: null,
          SelectedRimsColor: null,
          SelectedStitchingColor: null,
          SelectedSuspensionAndLogoColor: null,
          BodyFinish: 'Glossy',
          RimSize: 19,
        },
      },
      FullImages: images,
      StreamVersion: 1,
      CreatedAt: '2026-01-01T00:00:00Z',
      UpdatedAt: '2026-01-01T00:00:00Z',
      History: { Undo: null, Redo: null, UndoCount: 0, RedoCount: 0 },
    },
    SaveDetails: null,
    TestRideData: null,
    HeroImageUrl: '/hero.png',
    FullImages: images,
    ColorCustomization: [],
  };
}
