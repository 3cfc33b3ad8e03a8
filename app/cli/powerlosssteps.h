// The steps of driveproof-cli powerloss (powerlosscommand.cpp parses the options): each
// runs one step with the options already checked and returns the exit status.
#pragma once

#include "powerloss/lyingdiskprocess.h"
#include "powerloss/session.h"

#include <QString>

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
