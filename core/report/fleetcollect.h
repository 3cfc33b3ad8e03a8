// Collects what fleetmetrics.h exports: per drive, the cache views, health, alignment, the
// latest results from the history and the latest power-loss verdict. Blocking (drive
// commands, file reads); the CLI's `export` calls it.
//
// Drive commands follow Privilege (as root directly, else through the helper), and are
// never sent to a drive that a DriveProof test holds (suites/testlock.h): health and the
// drive's cache setting are then skipped, reason "test_running", and only the kernel's view
// is reported.
//
// Results are read from DriveProof data folders (<XDG data>/driveproof, holding history/
// and powerloss/reports/). Files in other users' folders are read defensively: regular
// files only (no links, FIFOs or devices), bounded in size.
#pragma once

#include "report/fleetmetrics.h"
#include "report/testresult.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace DriveProof::Report {

struct CollectOptions
{
    QStringList dataFolders; // …/driveproof folders; see defaultDataFolder()
    QString lockFolder;      // empty: Device::testLockFolder()
};

// <GenericDataLocation>/driveproof of the user running us.
QString defaultDataFolder();
// ~/.local/share/driveproof of every account with a real home folder (from the password
// database) where that folder exists: what an administrator's root service reads.
QStringList allUsersDataFolders();

DriveSnapshot collectDrive(const Device::DeviceInfo &info, const CollectOptions &options);

// The newest readable result of each family for this drive key, across the folders' histories.
QList<TestResult> latestResults(const QStringList &dataFolders, const QString &driveKey);
// The newest verified, non-practice power-loss report naming this drive key.
std::optional<PowerLossOutcome> latestPowerLoss(const QStringList &dataFolders,
                                                const QString &driveKey);

// Reads a regular file of at most maxBytes without following a link and without blocking
// on a FIFO; nullopt otherwise.
std::optional<QByteArray> readPlainFile(const QString &path, qint64 maxBytes);

} // namespace DriveProof::Report
