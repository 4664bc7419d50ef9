/** One layer of a still as its layout (GET /images-fe/...) names it; the client stacks them by ZIndex. */
export interface ImageLayoutLayer {
  Name: string;
  ZIndex: number;
  Url: string;
}

/** How a still is stacked from its layers: every layer has the picture's size. */
export interface ImageLayout {
  Perspective: number;
  Width: number;
  Height: number;
  Layers: ImageLayoutLayer[];
}
