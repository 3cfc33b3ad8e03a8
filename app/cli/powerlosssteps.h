// The steps of driveproof-cli powerloss (powerlosscommand.cpp parses the options): each
// runs one step with the options already checked and returns the exit status.
#pragma once

#include "powerloss/lyingdiskprocess.h"
#include "powerloss/session.h"

#include <QString>

#include <optional>

namespace DriveProof::Cli {

// pairinginput.cpp: the pairing code from `path` (a file, or "-": standard input) or, with
// no path, from a prompt without echo (a terminal) or a line of standard input. Never from
// the command line. nullopt with *error set when there is none or it is not a code.
std::optional<QString> readPairingCode(const QString &path, QString *error);
// What to say to someone who still passes --pairing CODE.
QString pairingOnCommandLineError();

} // namespace DriveProof::Cli

namespace DriveProof::Cli::PowerLossSteps {

struct Common
{
    PowerLoss::SessionSetup setup;
    bool json = false;
};

int runPrepare(const Common &c);
int runRun(const Common &c);
// runId empty: the test pending for c.setup.targetPath.
int runVerify(const Common &c, const QString &runId);
int runPractice(const Common &c, PowerLoss::LyingDiskMode mode, int seconds, quint64 sizeBytes);

} // namespace DriveProof::Cli::PowerLossSteps
