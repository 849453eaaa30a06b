//
//  SceneDelegate.swift
//  Tidepool
//
//  Created by Piepaw Team on 09/03/26.
//

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }

        let window = UIWindow(windowScene: windowScene)
        let navigation = UINavigationController(rootViewController: TidesViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window

        if !UserDefaults.standard.bool(forKey: "welcomeShown") {
            let welcome = WelcomeViewController()
            welcome.modalPresentationStyle = .fullScreen
            welcome.onFinish = { [weak welcome] in
                UserDefaults.standard.set(true, forKey: "welcomeShown")
                welcome?.dismiss(animated: true)
            }
            DispatchQueue.main.async {
                navigation.present(welcome, animated: false)
            }
        }
    }
}
