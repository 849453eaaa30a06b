/// The configuration's `model`: the page model type and the labels of its fields, for an app whose names the
/// vocabulary does not know. Every name is optional; what is not named is inferred.
public struct ContentSchema: Hashable, Sendable {
  /// When set, only this type is a page model.
  public var modelType: String?
  public var titleLabel: String?
  public var descriptionLabel: String?
  public var backgroundLabel: String?
  public var iconLabel: String?
  public var tagLabel: String?
  /// The configuration's `localization.wrappers`: the app's own functions whose first string argument is a
  /// localization key (`Loc("onboarding.title")`, `Strings.text("k")`), by name or dotted path.
  public var localizationWrappers: Set<String> = []

  public init(
    modelType: String? = nil, titleLabel: String? = nil, descriptionLabel: String? = nil,
    backgroundLabel: String? = nil, iconLabel: String? = nil, tagLabel: String? = nil
  ) {
    self.modelType = modelType
    self.titleLabel = titleLabel
    self.descriptionLabel = descriptionLabel
    self.backgroundLabel = backgroundLabel
    self.iconLabel = iconLabel
    self.tagLabel = tagLabel
  }

  public static let `default` = ContentSchema()

  /// The role the configuration gives the label `name`, if it names it.
  func role(of name: String) -> PageVocabulary.Role? {
    switch name {
    case titleLabel: .title
    case descriptionLabel: .description
    case backgroundLabel: .background
    case iconLabel: .icon
    case tagLabel: .tag
    default: nil
    }
  }
}
