import ArgumentParser

extension LintCommand {
    /// A run checks at least one file at a time: `--jobs 0` would otherwise be taken as one,
    /// hiding a mistake in the script that passed it.
    func validate() throws {
        guard jobs >= 1 else {
            throw ValidationError("--jobs must be at least 1, not \(jobs) (the default is the number of cores)")
        }
    }
}
