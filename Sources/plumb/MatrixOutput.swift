import Foundation
import PlumbCore
import PlumbLayout
import PlumbWireframe

/// What `plumb layout --format svg` and `--report DIR` (and `plumb lint --report DIR`) write:
/// one wireframe, or the device-matrix report.
enum MatrixOutput {
    /// The scenarios a report covers: the device's when one is named, else the default set, each
    /// at the report's text sizes (the one named, else xSmall, Large and AX5).
    static func scenarios(device: Device?, textSize: DynamicTypeSize?) -> [MatrixScenario] {
        let scenarios = device?.scenarios ?? DeviceCatalog.defaultScenarios
        return MatrixScenario.all(scenarios, textSizes: textSize.map { [$0] } ?? MatrixScenario.defaultTextSizes)
    }

    /// Writes the report into `directory` and says where on standard error; a failure to write
    /// is the run's failure.
    static func writeReport(_ matrix: DeviceMatrix, to directory: String) throws {
        do {
            let index = try MatrixReport(matrix: matrix).write(to: directory)
            FileHandle.standardError.write(Data("wrote \(index)\n".utf8))
        } catch {
            throw RunFailure(message: "cannot write the report to '\(directory)': \(error.localizedDescription)")
        }
    }
}
