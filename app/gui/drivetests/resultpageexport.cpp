// ResultPage's exports: JSON, CSV and the charts as PNG, each to a place chosen in a
// window-modal file dialog that starts in the folder used last; the writing runs in
// ResultExporter, and the page says what was saved or why not.
#include "drivetests/resultpage.h"

#include "charts/chartpanel.h"
#include "drivetests/resultcharts.h"

#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>

namespace DriveProof::Gui {

namespace {

QString exportFolder()
{
    const QString stored = QSettings(QStringLiteral("DriveProof"), QStringLiteral("DriveProof"))
                               .value(QStringLiteral("export/folder"))
                               .toString();
    if (!stored.isEmpty())
        return stored;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return documents.isEmpty() ? QDir::homePath() : documents;
}

void rememberExportFolder(const QString &folder)
{
    QSettings(QStringLiteral("DriveProof"), QStringLiteral("DriveProof"))
        .setValue(QStringLiteral("export/folder"), folder);
}

} // namespace

void ResultPage::setExportButtonsEnabled(bool enabled)
{
    const bool anything = !m_result.measurements.isEmpty();
    m_exportJson->setEnabled(enabled);
    m_exportCsv->setEnabled(enabled && anything);
    m_exportPng->setEnabled(enabled && !m_charts->charts().isEmpty());
}

void ResultPage::askExport(int kind)
{
    // Not QFileDialog::getSaveFileName(): its nested event loop would let the window change
    // under the dialog. open() shows it window-modal and answers through a signal.
    auto *dialog = new QFileDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setDirectory(exportFolder());
    const QString stem = ResultExporter::fileStem(m_result);
    if (kind == Png) {
        dialog->setWindowTitle(tr("Save the charts into a folder"));
        dialog->setFileMode(QFileDialog::Directory);
        dialog->setOption(QFileDialog::ShowDirsOnly);
        dialog->setAcceptMode(QFileDialog::AcceptOpen);
    } else {
        dialog->setAcceptMode(QFileDialog::AcceptSave);
        const bool json = kind == Json;
        dialog->setWindowTitle(json ? tr("Export the result as JSON")
                                    : tr("Export the numbers as CSV"));
        dialog->setNameFilter(json ? tr("JSON files (*.json)") : tr("CSV files (*.csv)"));
        dialog->setDefaultSuffix(json ? QStringLiteral("json") : QStringLiteral("csv"));
        dialog->selectFile(stem + (json ? QStringLiteral(".json") : QStringLiteral(".csv")));
    }
    connect(dialog, &QFileDialog::fileSelected, this, [this, kind](const QString &path) {
        if (kind == Png) {
            rememberExportFolder(path);
            exportCharts(path);
            return;
        }
        rememberExportFolder(QFileInfo(path).absolutePath());
        if (kind == Json)
            exportJson(path);
        else
            exportCsv(path);
    });
    dialog->open();
}

void ResultPage::exportJson(const QString &path)
{
    if (m_exporter.writeJson(m_result, path))
        setExportButtonsEnabled(false);
}

void ResultPage::exportCsv(const QString &path)
{
    if (m_exporter.writeCsv(m_result, path))
        setExportButtonsEnabled(false);
}

void ResultPage::exportCharts(const QString &folder)
{
    QList<std::pair<QString, QImage>> images;
    const QString stem = ResultExporter::fileStem(m_result);
    for (Charts::ChartPanel *chart : m_charts->charts())
        images.append(
            {QDir(folder).filePath(QStringLiteral("%1-%2.png").arg(stem, chart->exportName())),
             chart->toImage()});
    if (m_exporter.writeImages(images))
        setExportButtonsEnabled(false);
}

void ResultPage::exportFinished(const ExportOutcome &outcome)
{
    setExportButtonsEnabled(true);
    if (!outcome.error.isEmpty())
        m_exportStatus->setText(outcome.error);
    else if (outcome.written.size() == 1)
        //: %1 a file path
        m_exportStatus->setText(tr("Saved %1.").arg(outcome.written.constFirst()));
    else
        //: %n files were written into the folder %1
        m_exportStatus->setText(
            tr("Saved %n file(s) in %1.", nullptr, int(outcome.written.size()))
                .arg(outcome.written.isEmpty()
                         ? QString()
                         : QFileInfo(outcome.written.constFirst()).absolutePath()));
    emit exported(outcome);
}

} // namespace DriveProof::Gui
