#include "drivetests/resultexport.h"

#include "report/testresultjson.h"

#include <QJsonDocument>
#include <QSaveFile>
#include <QtConcurrent/QtConcurrentRun>

namespace DriveProof::Gui {

namespace {

// Pool thread.
bool writeFile(const QString &path, const QByteArray &data, ExportOutcome &outcome)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        //: %1 a file path, %2 the system's reason
        outcome.error = ResultExporter::tr("Could not write %1: %2. Choose another folder.")
                            .arg(path, file.errorString());
        return false;
    }
    outcome.written << path;
    return true;
}

} // namespace

ResultExporter::ResultExporter(QObject *parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcherBase::finished, this,
            [this] { emit finished(m_watcher.result()); });
}

ResultExporter::~ResultExporter()
{
    m_watcher.waitForFinished();
}

QString ResultExporter::fileStem(const Report::TestResult &result)
{
    const QDateTime when = result.started.isValid() ? result.started : QDateTime::currentDateTime();
    return QStringLiteral("driveproof-%1-%2")
        .arg(result.family.isEmpty() ? QStringLiteral("result") : result.family,
             when.toString(QStringLiteral("yyyyMMdd-HHmmss")));
}

bool ResultExporter::writeJson(const Report::TestResult &result, const QString &path)
{
    if (isBusy())
        return false;
    m_watcher.setFuture(QtConcurrent::run([result, path] {
        ExportOutcome outcome;
        writeFile(path,
                  QJsonDocument(Report::testResultToJson(result)).toJson(QJsonDocument::Indented),
                  outcome);
        return outcome;
    }));
    return true;
}

bool ResultExporter::writeCsv(const Report::TestResult &result, const QString &path)
{
    if (isBusy())
        return false;
    m_watcher.setFuture(QtConcurrent::run([result, path] {
        ExportOutcome outcome;
        writeFile(path, Report::testResultToCsv(result).toUtf8(), outcome);
        return outcome;
    }));
    return true;
}

bool ResultExporter::writeImages(const QList<std::pair<QString, QImage>> &images)
{
    if (isBusy())
        return false;
    m_watcher.setFuture(QtConcurrent::run([images] {
        ExportOutcome outcome;
        for (const auto &[path, image] : images) {
            // QImage::save() writes in place; a QSaveFile keeps a half-written PNG away.
            QSaveFile file(path);
            if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
                //: %1 a file path, %2 the system's reason
                outcome.error = tr("Could not write %1: %2. Choose another folder.")
                                    .arg(path, file.errorString());
                break;
            }
            outcome.written << path;
        }
        return outcome;
    }));
    return true;
}

} // namespace DriveProof::Gui
