import { stopLocalApi } from './local-script'

/** After the browser tests: the run's Local API process goes with its site. */
export default function teardown() {
  stopLocalApi()
}
