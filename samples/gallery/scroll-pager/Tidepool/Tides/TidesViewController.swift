//
//  TidesViewController.swift
//  Tidepool
//
//  Created by Piepaw Team on 09/03/26.
//

import UIKit

/// The saved beaches and their next tide.
final class TidesViewController: UITableViewController {

    private let beaches = ["North Cove", "Saltmarsh Point", "Long Strand"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tides"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "beach")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        beaches.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "beach", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = beaches[indexPath.row]
        content.image = UIImage(systemName: "water.waves")
        cell.contentConfiguration = content
        return cell
    }
}
