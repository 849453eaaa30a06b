/// The images a call names by handing a literal to a view that draws it: `cardView(img: "firstCard")` where
/// `cardView` draws `Image(img).resizable()`. Each literal is a lookup of that image, drawn as that `Image` draws it,
/// so the image rules judge it by how the app shows it. A call whose name and label some other function declares
/// without drawing the value is left alone: which one it calls is not known.
struct ImagesPassedByName {
  private var drawings: [SwiftCallKey: [PageIconStyle]] = [:]

  init(indexes: [SwiftFileIndex]) {
    var undrawn: Set<SwiftCallKey> = []
    for index in indexes {
      undrawn.formUnion(index.undrawnParameters)
      for parameter in index.imageParameters { drawings[parameter.key, default: []].append(parameter.style) }
    }
    for key in undrawn { drawings[key] = nil }
  }

  /// Appends to `file` a reference for each literal its calls pass to a drawn name, one per `Image` that draws it;
  /// none where the literal is already a reference. An `Image(…)` handed in (`section(icon: Image(.bottom))`) is
  /// already its set's reference: it takes the drawing of the parameter that draws it, where one does.
  func addReferences(to file: inout ContentFile) {
    guard !drawings.isEmpty, let arguments = file.swiftIndex?.literalArguments else { return }
    let known = Set(file.assetReferences.map(\.location))
    for argument in arguments where argument.isImageValue {
      guard let style = drawings[argument.key]?.first else { continue }
      for position in file.assetReferences.indices
      where file.assetReferences[position].location == argument.location
        && file.assetReferences[position].drawing == nil
      {
        file.assetReferences[position].drawing = style
      }
    }
    for argument in arguments where !argument.isImageValue && !known.contains(argument.location) {
      for style in drawings[argument.key] ?? [] {
        file.assetReferences.append(
          AssetReference(name: .catalogName(argument.name), kind: .image, location: argument.location, drawing: style))
      }
    }
  }
}
