//
//  HomeVC.swift
//  broken
//
//  Created by Piepaw Team on 02/02/26.
//

import SwiftUI
import UIKit

/// Hosts the SwiftUI onboarding and hands over to the UIKit login screen when it is done.
final class HomeVC: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        embedOnboarding()
    }

    private func embedOnboarding() {
        let onboarding = RootView { [weak self] in
            self?.showLogin()
        }
        let host = UIHostingController(rootView: onboarding)

        addChild(host)
        view.addSubview(host.view)
        host.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            host.view.topAnchor.constraint(equalTo: view.topAnchor),
            host.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            host.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            host.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        host.didMove(toParent: self)
    }

    private func showLogin() {
        navigationController?.pushViewController(LoginVC(), animated: true)
    }

    /// After an update, the cards of what is new, over the onboarding.
    func showWhatsNew() {
        present(UIHostingController(rootView: WhatsNewPager()), animated: true)
    }
}
