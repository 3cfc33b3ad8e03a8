// A result's heat (TestResult::heat) as JSON and back (docs/json.md, `heat`). Internal to
// core/report: testresultjson.cpp and testresultread.cpp call it.
#pragma once

#include "jsonreader.h"
#include "testresult.h"

#include <QJsonValue>

namespace DriveProof::Report {

QJsonObject heatToJson(const Heat &heat);
// Null or absent (results from before issue 23): no readings, no reason.
Heat heatFromJson(Json::Reader &r, const QJsonValue &v, const QString &path);

} // namespace DriveProof::Report
