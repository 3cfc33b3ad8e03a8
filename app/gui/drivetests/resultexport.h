// Writes a result out for people and spreadsheets: JSON (docs/json.md), CSV, and a PNG of
// each chart. Serialising and writing happen on the thread pool, so a slow or full disk
// never stalls the window; finished() comes back on the GUI thread. One job at a time.
#pragma once

#include "report/testresult.h"

#include <QFutureWatcher>
#include <QImage>
#include <QObject>
#include <QStringList>

namespace DriveProof::Gui {

struct ExportOutcome
{
    QStringList written; // paths, in order
    QString error;       // translated; empty when everything was written
};

class ResultExporter : public QObject
{
    Q_OBJECT
public:
    explicit ResultExporter(QObject *parent = nullptr);
    ~ResultExporter() override;

    bool isBusy() const { return m_watcher.isRunning(); }
    // Each returns false (and does nothing) while a job runs.
    bool writeJson(const Report::TestResult &result, const QString &path);
    bool writeCsv(const Report::TestResult &result, const QString &path);
    // Pictures taken on the GUI thread, written on the pool.
    bool writeImages(const QList<std::pair<QString, QImage>> &images);

    // "driveproof-quick-20251122-140312": a file name stem for a result's exports.
    static QString fileStem(const Report::TestResult &result);

signals:
    void finished(const DriveProof::Gui::ExportOutcome &outcome);

private:
    QFutureWatcher<ExportOutcome> m_watcher;
};

} // namespace DriveProof::Gui
