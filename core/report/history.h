// Every finished result, kept per drive as JSON files under the XDG data folder:
//   <GenericDataLocation>/driveproof/history/<drive key>/<yyyyMMdd-HHmmss UTC>-<family>-<id8>.json
// The drive key is the serial, so a drive keeps its history across ports and machines.
// Writes are atomic (QSaveFile); a damaged file is listed as unreadable, never fatal.
// Blocking file I/O; a HistoryStore holds only its folder and may be used from any thread.
#pragma once

#include "common/result.h"
#include "device/deviceinfo.h"
#include "testresult.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace DriveProof::Report {

struct HistoryEntry
{
    QString id;     // the result's id; for an unreadable file, the 8 characters of its name
    QString family; // from the result, or from the file name when unreadable
    QDateTime started;
    QString path;
    QString summary;  // one line, translated; for an unreadable file, why it cannot be read
    QString settings; // translated: test size, time per step, target, engine (settingsText)
    bool readable = true;
    // A drive self-test's facts (selftesthistory.h), for the "self-test" family; else empty.
    QStringList selfTest;
};

class HistoryStore
{
public:
    // <QStandardPaths::GenericDataLocation>/driveproof/history, looked up now.
    HistoryStore();
    explicit HistoryStore(const QString &rootPath);

    QString rootPath() const { return m_root; }

    // The serial, else the WWN ("wwn-..."), else a loop device's backing file
    // ("loop-..."), else model, size and device name, else the device name and size, else
    // "unknown"; only [A-Za-z0-9._-], so it is always a plain folder name.
    static QString driveKey(const Environment &env);
    // The key results of this drive were kept under before issue 22 (model and size, no
    // device name), when it differs from driveKey(): listForDrive() reads it too.
    static QString legacyDriveKey(const Environment &env);
    // The same key for a drive as the inventory lists it (what collectEnvironment() copies).
    static QString driveKey(const Device::DeviceInfo &disk);
    static QString fileName(const TestResult &result);
    // "commit, 19 lines; fdatasync, 1 × 8 kB per commit: 1,234 commits/s": what a history
    // list shows per run (translated, numbers in the default QLocale).
    static QString summary(const TestResult &result);

    // Writes the result into its drive's folder; returns the file's path.
    Result<QString> save(const TestResult &result) const;

    // Drive keys that have a history, sorted.
    QStringList drives() const;
    // The drive's results, newest first; unreadable files included, marked as such.
    QList<HistoryEntry> list(const QString &driveKey) const;
    // The drive's results wherever they were kept: its key, its key before issue 22, and
    // results in "unknown" that name its device and size. Newest first.
    QList<HistoryEntry> listForDrive(const Device::DeviceInfo &disk) const;
    // The result with this id (or a unique prefix of it, at least 4 characters) in any
    // drive's folder, or a result file's path.
    Result<QString> find(const QString &idOrPath) const;
    Result<TestResult> load(const QString &path) const;
    // Deletes the result with this id (or the 8-character id of an unreadable entry) from
    // whichever drive holds it; returns the path removed.
    Result<QString> remove(const QString &id) const;

private:
    QString m_root;
};

} // namespace DriveProof::Report
