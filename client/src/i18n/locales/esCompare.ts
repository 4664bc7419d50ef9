import type { TranslationTree } from '../translation.js';
import type { Translation } from './en.js';

/** Spanish texts of the compare screen and of picking configurations to compare. */
export const esCompare: TranslationTree<Pick<Translation, 'compare'>> = {
  compare: {
    heading: 'Comparar configuraciones',
    intro:
      'La primera configuración es la referencia: en las demás verá las piezas que se añaden y se quitan y la diferencia de precio.',
    reference: 'Referencia',
    compared: 'Configuración {{number}}',
    pictureAlt: '{{name}} en {{colour}}',
    colour: 'Color',
    setup: 'Setup',
    noSetup: 'Estándar',
    totalPrice: 'Precio total',
    priceDifference: 'Diferencia',
    samePrice: 'Mismo precio',
    changes: 'Diferencias con la referencia',
    added: 'Añadidas ({{count}})',
    removed: 'Quitadas ({{count}})',
    noneAdded: 'No se ha añadido ninguna pieza.',
    noneRemoved: 'No se ha quitado ninguna pieza.',
    referenceNote: 'Las demás configuraciones se comparan con esta.',
    parts: 'Piezas ({{count}})',
    noParts: 'Ninguna pieza.',
    open: 'Abrir configuración',
    linkLabel: 'Enlace a esta comparación',
    copyLink: 'Copiar enlace',
    copied: 'Enlace copiado',
    errors: {
      count: 'Elija {{min}} o {{max}} configuraciones para comparar.',
      twice: 'La misma configuración aparece dos veces.',
      notFound: 'No se encuentra una de estas configuraciones.',
      deleted: 'Una de estas configuraciones se ha eliminado.',
      cannotCompare: 'Estas configuraciones no se pueden comparar.',
    },
    selection: {
      region: 'Comparar configuraciones',
      pick: 'Comparar',
      pickNamed: 'Comparar {{name}}',
      full: 'Se pueden comparar como máximo {{count}} configuraciones.',
      hint: 'Marque {{min}} o {{max}} configuraciones para compararlas una al lado de la otra.',
      picked: '{{count}} de {{max}} seleccionadas',
      clear: 'Borrar selección',
      compare: 'Comparar',
    },
  },
};
