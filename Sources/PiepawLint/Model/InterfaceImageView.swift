/// An image view of a storyboard or XIB that shows an image set by name (`<imageView image="welcome"
/// contentMode="scaleAspectFit">`): how Interface Builder draws it.
public struct InterfaceImageView: Hashable, Sendable {
  /// The name in its `image` attribute.
  public var name: String
  /// The `<imageView` tag.
  public var location: SourceLocation
  /// Its `contentMode` as written (`scaleToFill` where the attribute is absent, UIKit's default).
  public var contentMode: String

  /// The content modes that scale the image to the view's size; the others (`center`, `topLeft`, …) draw it at its
  /// own size.
  public static let scalingModes: Set<String> = ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw"]

  /// Whether the view draws the image at the view's size rather than its own.
  public var scalesImage: Bool { Self.scalingModes.contains(contentMode) }
}
