// Shared by the `info --identify-file` tests: running driveproof-cli (or any program) with
// stdin, and the IDENTIFY fixtures (tests/common/identifyfixtures.h).
#pragma once

#include "identifyfixtures.h"

#include <QProcess>
#include <QStringList>

using namespace IdentifyFixtures;

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

inline Run runProgram(const QString &program, const QStringList &args, const QByteArray &input = {})
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForStarted(10000))
        return {};
    p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

inline Run runCli(const QStringList &args)
{
    return runProgram(QStringLiteral(DRIVEPROOF_CLI), QStringList{QStringLiteral("info")} + args);
}
