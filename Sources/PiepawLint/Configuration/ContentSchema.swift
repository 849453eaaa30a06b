/// The names the Swift content loader looks for: the model type and its field labels.
public struct ContentSchema: Hashable, Sendable {
  public var modelType: String
  public var titleLabel: String
  public var descriptionLabel: String
  public var backgroundLabel: String
  public var iconLabel: String
  public var tagLabel: String

  public init(
    modelType: String = "OnboardingModel", titleLabel: String = "title", descriptionLabel: String = "description",
    backgroundLabel: String = "background", iconLabel: String = "icon", tagLabel: String = "tag"
  ) {
    self.modelType = modelType
    self.titleLabel = titleLabel
    self.descriptionLabel = descriptionLabel
    self.backgroundLabel = backgroundLabel
    self.iconLabel = iconLabel
    self.tagLabel = tagLabel
  }

  public static let `default` = ContentSchema()
}
